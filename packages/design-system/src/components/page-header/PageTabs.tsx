import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useEffect, useRef } from 'react';

export type PageTab = {
  label: string;
  href: string;
  /** The tab of the page the user is on. */
  current?: boolean | undefined;
};

type PageTabsProps = { tabs: PageTab[]; label: string };

/** Links between the views of one page, looking like tabs; the strip scrolls sideways on phones. */
export function PageTabs({ tabs, label }: PageTabsProps) {
  const listRef = useRef<HTMLUListElement>(null);

  // Brings the current tab into view when the strip is narrower than the tabs.
  useEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current) return;
    const start = current.offsetLeft - list.offsetLeft;
    if (start + current.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollLeft = start - 16;
    }
  }, [tabs]);

  return (
    <Box component="nav" aria-label={label} sx={{ borderBottom: 1, borderColor: 'divider', mt: 2 }}>
      <Box
        component="ul"
        ref={listRef}
        sx={{
          display: 'flex',
          m: 0,
          p: 0,
          listStyle: 'none',
          overflowX: 'auto',
          scrollbarWidth: 'thin',
        }}
      >
        {tabs.map((tab) => (
          <Box component="li" key={tab.href} sx={{ flexShrink: 0 }}>
            <Link
              href={tab.href}
              aria-current={tab.current ? 'page' : undefined}
              underline="none"
              sx={{
                display: 'flex',
                alignItems: 'center',
                minHeight: 48,
                px: 2,
                whiteSpace: 'nowrap',
                fontWeight: 500,
                fontSize: '0.9375rem',
                color: 'text.secondary',
                borderBottom: 3,
                borderColor: 'transparent',
                '&:hover': { color: 'text.primary', borderColor: 'divider' },
                '&:focus-visible': { outlineOffset: -3 },
                '&[aria-current="page"]': {
                  color: 'primary.main',
                  borderColor: 'primary.main',
                  fontWeight: 700,
                },
              }}
            >
              {tab.label}
            </Link>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
