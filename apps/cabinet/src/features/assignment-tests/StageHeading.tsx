import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useRef } from 'react';

type StageHeadingProps = {
  id: string;
  /** Take the focus when shown: the page has just moved to this part (started, finished). */
  focus: boolean;
  children: ReactNode;
};

/** The heading of a part of the test page (h3); the focus lands on it when the part replaces another. */
export function StageHeading({ id, focus, children }: StageHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <Typography
      id={id}
      ref={ref}
      tabIndex={-1}
      component="h3"
      variant="h6"
      sx={{ m: 0, scrollMarginTop: 96, '&:focus-visible': { outline: 'none' } }}
    >
      {children}
    </Typography>
  );
}
