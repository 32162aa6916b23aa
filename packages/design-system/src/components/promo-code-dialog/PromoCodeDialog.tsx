import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DS_NAMESPACE } from '../../i18n';
import { PromoRules } from './PromoRules';

export type PromoCodeDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The offer's title; it names the dialog. */
  title: string;
  code: string;
  partnerName?: string | undefined;
  rules?: string | readonly string[] | undefined;
  /** Called after the code has been written to the clipboard. */
  onCopied?: (() => void) | undefined;
};

type CopyState = 'idle' | 'copied' | 'refused';

/** Selects the text of an element, so the user can copy it by hand. */
function selectText(element: HTMLElement | null) {
  const selection = element?.ownerDocument.getSelection();
  if (!element || !selection) return;
  const range = element.ownerDocument.createRange();
  range.selectNodeContents(element);
  selection.removeAllRanges();
  selection.addRange(range);
}

/**
 * A partner's promo code in large type with a Copy button. The result of copying is announced
 * politely; when the browser refuses the clipboard, the code is selected for copying by hand.
 */
export function PromoCodeDialog({
  open,
  onClose,
  title,
  code,
  partnerName,
  rules,
  onCopied,
}: PromoCodeDialogProps) {
  const { t } = useTranslation(DS_NAMESPACE);
  const titleId = useId();
  const codeRef = useRef<HTMLParagraphElement>(null);
  const [copyState, setCopyState] = useState<CopyState>('idle');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      setCopyState('copied');
      onCopied?.();
    } catch {
      selectText(codeRef.current);
      setCopyState('refused');
    }
  };

  const message =
    copyState === 'copied'
      ? t('offers.promoCode.copied')
      : copyState === 'refused'
        ? t('offers.promoCode.copyRefused')
        : '';

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      slotProps={{ transition: { onExited: () => setCopyState('idle') } }}
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere', pb: partnerName ? 0 : undefined }}>
        {title}
      </DialogTitle>
      <DialogContent>
        {partnerName ? (
          <Typography variant="body2" color="textSecondary" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            {partnerName}
          </Typography>
        ) : null}
        <Typography variant="body2" color="textSecondary" sx={{ mt: partnerName ? 0 : 1 }}>
          {t('offers.promoCode.codeLabel')}
        </Typography>
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            gap: 1.5,
            mt: 1,
            p: 2,
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            borderStyle: 'dashed',
          }}
        >
          <Typography
            ref={codeRef}
            sx={{
              flex: '1 1 auto',
              fontFamily: 'ui-monospace, "Cascadia Mono", "Courier New", monospace',
              fontSize: { xs: 24, sm: 28 },
              fontWeight: 700,
              letterSpacing: '0.08em',
              overflowWrap: 'anywhere',
              userSelect: 'all',
            }}
          >
            {code}
          </Typography>
          <Button
            variant="contained"
            onClick={() => void copy()}
            startIcon={copyState === 'copied' ? <CheckIcon /> : <ContentCopyIcon />}
          >
            {t('offers.promoCode.copy')}
          </Button>
        </Box>
        <Typography
          role="status"
          variant="body2"
          sx={{
            mt: 1,
            minHeight: '1.43em',
            color: copyState === 'refused' ? 'text.primary' : 'text.secondary',
          }}
        >
          {message}
        </Typography>
        {rules && rules.length > 0 ? (
          <Box sx={{ mt: 2 }}>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
              {t('offers.promoCode.rules')}
            </Typography>
            <PromoRules rules={rules} />
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('offers.promoCode.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
