import { type ButtonLook, buttonClass } from '@facturo/ui';
import { Link, type LinkProps } from 'react-router';

/** A router link that looks like a button (the kit's `Button` looks, sizes and variants). */
export function ButtonLink({ variant, size, iconOnly, block, className, ...rest }: LinkProps & ButtonLook) {
  return <Link {...rest} className={buttonClass({ variant, size, iconOnly, block }, className)} />;
}
