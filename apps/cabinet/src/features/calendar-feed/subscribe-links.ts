/**
 * Where a calendar app subscribes to a feed address: Google Calendar by its `cid` parameter (the
 * `webcal://` address), Apple Calendar by opening the `webcal://` address itself, Outlook on the
 * web by its "add from web" page with the address and the calendar's name.
 */
export type SubscribeLinks = { google: string; apple: string; outlook: string };

export function subscribeLinks(feed: { url: string; webcal_url: string }, name: string): SubscribeLinks {
  return {
    google: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(feed.webcal_url)}`,
    apple: feed.webcal_url,
    outlook:
      `https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(feed.url)}` +
      `&name=${encodeURIComponent(name)}`,
  };
}

/** The address in the viewer's language: the feed writes its texts in English when asked. */
export function inLanguage(address: string, language: string): string {
  if (language !== 'en') return address;
  const url = new URL(address);
  url.searchParams.set('lang', 'en');
  return url.toString();
}
