export { CardFrame, CardGrid, CardKicker, CardTitle, ExternalLink, type HeadingLevel } from './CardFrame';
