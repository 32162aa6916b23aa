import {
  type ChangeEvent,
  type FocusEvent,
  type ForwardedRef,
  type Ref,
  useCallback,
  useEffect,
  useState,
} from 'react';

/**
 * Pieces shared by the form parts (phone, password, video link, word and character counts):
 * the field's current text, whether the person has left the field once, and screen-reader helpers.
 */

export type FieldElement = HTMLInputElement | HTMLTextAreaElement;

const asText = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

type FieldTextOptions<E extends FieldElement> = {
  value: unknown;
  defaultValue: unknown;
  onChange: ((event: ChangeEvent<FieldElement>) => void) | undefined;
  onBlur: ((event: FocusEvent<FieldElement>) => void) | undefined;
  ref: ForwardedRef<E>;
};

/**
 * Follows a field's text whether the form controls it (`value`) or leaves it to the element
 * (`defaultValue`, or a form library writing into the element through its ref), and notes when the
 * person leaves the field, so a rule is checked on blur first and live afterwards.
 */
export function useFieldText<E extends FieldElement>({
  value,
  defaultValue,
  onChange,
  onBlur,
  ref,
}: FieldTextOptions<E>) {
  const controlled = value !== undefined;
  const [own, setOwn] = useState(() => asText(defaultValue));
  const [left, setLeft] = useState(false);

  const inputRef = useCallback(
    (node: E | null) => {
      setRef(ref, node);
      // A form library may have written a stored value into the element before we see it.
      if (node && !controlled) setOwn(node.value);
    },
    [ref, controlled],
  );

  const handleChange = (event: ChangeEvent<FieldElement>) => {
    if (!controlled) setOwn(event.target.value);
    onChange?.(event);
  };
  const handleBlur = (event: FocusEvent<FieldElement>) => {
    setLeft(true);
    if (!controlled) setOwn(event.target.value);
    onBlur?.(event);
  };

  return { text: controlled ? asText(value) : own, left, inputRef, handleChange, handleBlur };
}

/** Hands the element to a forwarded ref, whichever kind it is. */
export function setRef<T>(ref: Ref<T> | undefined, node: T | null): void {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}

/** The id TextInput gives the message (error or hint) under the input with this id. */
export const messageIdOf = (inputId: string) => `${inputId}-message`;

/** Joins the ids that describe a field, skipping the absent ones. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const present = ids.filter((id): id is string => Boolean(id));
  return present.length > 0 ? present.join(' ') : undefined;
}

/**
 * The value once it has stopped changing for `delay` ms: live regions announce the settled count
 * after a pause in typing instead of after every keystroke.
 */
export function useSettled<T>(value: T, delay = 1000): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

export { visuallyHidden } from './visually-hidden';
