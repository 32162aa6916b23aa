/**
 * A form field's check, as react-hook-form's `validate` takes it: `true` when the value is fine,
 * otherwise the message (or its key, with its namespace) the form shows.
 */
export type FieldCheck = (value: string) => true | string;
