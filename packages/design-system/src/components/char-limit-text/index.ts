export { CharLimitText, type CharLimitTextProps } from './CharLimitText';
export {
  type CharLimitProblem,
  type CharLimits,
  charLimitMessageKeys,
  checkCharLimit,
  countChars,
  SHORT_ANSWER_MIN_LENGTH,
} from './checkCharLimit';
