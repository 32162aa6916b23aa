export { emailHref, initialsOf, MESSENGERS, type Messenger, messengerHref, phoneHref } from './contacts';
export { PersonContacts, type PersonContactsProps } from './PersonContacts';
export { PersonRow, type PersonRowProps } from './PersonRow';
