import { forwardRef } from 'react';
import { Link, type LinkProps } from 'react-router-dom';

type RouterLinkProps = Omit<LinkProps, 'to'> & { href: string };

/**
 * The link MUI renders for every `href` in the app: addresses of this app navigate in place,
 * others (partner sites, Zoom, files) stay plain anchors.
 */
export const RouterLink = forwardRef<HTMLAnchorElement, RouterLinkProps>(function RouterLink(
  { href, children, ...props },
  ref,
) {
  if (/^(https?:|mailto:|tel:|\/\/)/.test(href) || props.target === '_blank' || 'download' in props) {
    return (
      <a ref={ref} href={href} {...props}>
        {children}
      </a>
    );
  }
  return (
    <Link ref={ref} to={href} {...props}>
      {children}
    </Link>
  );
});
