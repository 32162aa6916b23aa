/** A person's name in the interface language (the Ukrainian one when there is no English one). */
export { nameIn as personName } from '../../shared/in-language';
