export {
  EventCard,
  type EventCardProps,
  type EventPlace,
  type EventStatus,
  type EventType,
} from './EventCard';
