export {
  ClubCard,
  type ClubCardProps,
  type ClubLevel,
  type ClubPlace,
  type ClubType,
  clubTypes,
} from './ClubCard';
export { type ClubAction, type ClubDisabledReason, clubDisabledReasons } from './ClubActions';
