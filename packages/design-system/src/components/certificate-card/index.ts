export {
  CertificateCard,
  type CertificateCardProps,
  type CertificateNotIssuedReason,
} from './CertificateCard';
