import { downloadCertificate } from '@cabinet/api/certificates';
import type { Certificate } from '@cabinet/api/model';
import { certificateFileName } from './certificate-rules';
import { CertificateDownload } from './CertificateDownload';

type DownloadCertificateButtonProps = {
  certificate: Certificate;
  /** The certificate's title, for the button's accessible name. */
  title: string;
};

/** Downloads an issued course certificate's PDF (downloadCertificate) and saves it. */
export function DownloadCertificateButton({ certificate, title }: DownloadCertificateButtonProps) {
  return (
    <CertificateDownload
      download={() => downloadCertificate(certificate.id, { silent: true })}
      fileName={certificateFileName(certificate)}
      title={title}
    />
  );
}
