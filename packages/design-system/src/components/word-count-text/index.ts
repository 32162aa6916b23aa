export { WordCountText, type WordCountTextProps } from './WordCountText';
export {
  checkWordCount,
  countWords,
  type WordCountProblem,
  type WordLimits,
  wordCountMessageKeys,
  WRITING_WORD_LIMITS,
} from './countWords';
