import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

type TextWithLinkProps = { text: string; label: string; href: string };

/** A line of text that ends in a link to another page of the cabinet. */
export function TextWithLink({ text, label, href }: TextWithLinkProps) {
  return (
    <Typography>
      {text}{' '}
      <Link href={href} underline="always">
        {label}
      </Link>
    </Typography>
  );
}
