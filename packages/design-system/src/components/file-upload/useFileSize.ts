import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE, languageOf } from '../../i18n';
import { fileSizeParts } from './checkFiles';

/** Formats a size in bytes in the interface language: "4,2 МБ" / "4.2 MB". */
export function useFileSize(): (bytes: number) => string {
  const { t, i18n } = useTranslation(DS_NAMESPACE);
  const number = new Intl.NumberFormat(languageOf(i18n.language) === 'en' ? 'en-GB' : 'uk-UA', {
    maximumFractionDigits: 1,
  });
  return (bytes) => {
    const { value, unit } = fileSizeParts(bytes);
    return t(`forms.fileUpload.size.${unit}`, { value: number.format(value) });
  };
}
