export {
  CatalogueGroupCard,
  type CatalogueGroupAudience,
  type CatalogueGroupBooks,
  type CatalogueGroupCardProps,
  type CatalogueGroupFormat,
} from './CatalogueGroupCard';
