export { EmailField, type EmailFieldProps } from './EmailField';
export { type EmailProblem, emailMessageKeys, validateEmail } from './validateEmail';
