export { CountdownTimer, type CountdownTimerProps } from './CountdownTimer';
export {
  ANNOUNCE_FROM_SECONDS,
  type CountdownInput,
  type CountdownPause,
  type CountdownPhase,
  type CountdownState,
  countdownState,
  formatCountdown,
  minutesToAnnounce,
  PAUSE_SECONDS,
} from './countdown';
