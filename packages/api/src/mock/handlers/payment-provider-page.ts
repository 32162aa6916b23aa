import type { ProviderPaymentRow } from '../db/provider-payments';
import { PROVIDER_CHOICES } from '../rules/payment-provider';
import { PROVIDER_INBOX_KEY } from './payment-provider-inbox';
import { PROVIDER_TEXTS, type ProviderLanguage } from './payment-provider-texts';

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** A value written into the page's script: JSON that cannot close the script element. */
const scriptValue = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c');

const STYLE = `
body{font:1rem/1.5 system-ui,sans-serif;margin:0;background:#f4f6f8;color:#1a1a1a}
main{max-width:32rem;margin:0 auto;padding:1.5rem 1rem}
h1{font-size:1.5rem;margin:.5rem 0 1rem}
.provider{font-weight:600;color:#35507a}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;background:#fff;padding:1rem;border-radius:.5rem}
dt{color:#4a4a4a}dd{margin:0;font-weight:600}
fieldset{border:0;padding:0;margin:1.5rem 0;display:grid;gap:.75rem}
legend{font-weight:600;margin-bottom:.75rem}
button{font:inherit;padding:.75rem 1rem;border-radius:.5rem;border:2px solid #35507a;background:#fff;color:#1a1a1a;cursor:pointer;text-align:left}
button[value=pay]{background:#35507a;color:#fff}
button:focus-visible,a:focus-visible{outline:3px solid #b35c00;outline-offset:2px}
a{color:#35507a}`;

function documentOf(language: ProviderLanguage, title: string, body: string, script = ''): string {
  const texts = PROVIDER_TEXTS[language];
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)} · ${texts.provider}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="provider">${texts.provider}</p>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
${script}
</body>
</html>`;
}

const otherLanguageLink = (language: ProviderLanguage): string => {
  const other = language === 'uk' ? 'en' : 'uk';
  return `<p><a href="?lang=${other}" lang="${other}" hreflang="${other}">${PROVIDER_TEXTS[language].otherLanguage}</a></p>`;
};

/**
 * In the browser the mock school lives in the cabinet's page, gone while this page is open: the
 * page leaves the payer's choice in the provider's inbox on this device, which the school reads
 * at its next call (the provider's notification), and brings the payer back.
 */
const inboxScript = (payment: ProviderPaymentRow): string => `<script>
document.querySelector('form').addEventListener('submit', function (event) {
  event.preventDefault();
  var choice = event.submitter && event.submitter.value;
  if (!choice) return;
  var key = ${scriptValue(PROVIDER_INBOX_KEY)};
  var inbox;
  try { inbox = JSON.parse(localStorage.getItem(key) || '[]'); } catch (error) { inbox = []; }
  if (!Array.isArray(inbox)) inbox = [];
  inbox.push({ token: ${scriptValue(payment.token)}, choice: choice });
  localStorage.setItem(key, JSON.stringify(inbox));
  location.replace(${scriptValue(payment.return_url)});
});
</script>`;

/**
 * The provider's page of an open payment: what is paid, to whom, and the payer's four choices,
 * sent as a form to the same address. `inBrowser`: the choice goes through the inbox instead.
 */
export function openPaymentPage(
  payment: ProviderPaymentRow,
  orderId: number,
  language: ProviderLanguage,
  inBrowser: boolean,
): string {
  const texts = PROVIDER_TEXTS[language];
  const buttons = PROVIDER_CHOICES.map(
    (choice) => `<button type="submit" name="choice" value="${choice}">${texts.choices[choice]}</button>`,
  ).join('\n');
  const body = `<p>${texts.notice}</p>
<dl>
<dt>${texts.merchant}</dt><dd>${texts.merchantName}</dd>
<dt>${texts.amount}</dt><dd>${escapeHtml(texts.money(payment.amount))}</dd>
<dt>${texts.method}</dt><dd>${texts.methods[payment.method]}</dd>
</dl>
<form method="post" action="?lang=${language}">
<fieldset>
<legend>${texts.choose}</legend>
${buttons}
</fieldset>
</form>
${otherLanguageLink(language)}`;
  return documentOf(language, texts.title(orderId), body, inBrowser ? inboxScript(payment) : '');
}

/** The page of a payment already decided or replaced: nothing to do but go back. */
export function closedPaymentPage(payment: ProviderPaymentRow, orderId: number, language: ProviderLanguage) {
  const texts = PROVIDER_TEXTS[language];
  const body = `<p>${texts.closedTitle}. ${texts.closed}</p>
<p><a href="${escapeHtml(payment.return_url)}">${texts.back}</a></p>`;
  return documentOf(language, texts.title(orderId), body);
}

/** The page of an address the provider does not know. */
export function unknownPaymentPage(language: ProviderLanguage): string {
  const texts = PROVIDER_TEXTS[language];
  return documentOf(language, texts.unknownTitle, `<p>${texts.unknown}</p>${otherLanguageLink(language)}`);
}
