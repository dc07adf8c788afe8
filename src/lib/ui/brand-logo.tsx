import { Image, type ImageProps } from '@chakra-ui/react';
import { useSettings } from '../settings';

const BASE = import.meta.env.BASE_URL;

interface BrandLogoProps extends Omit<ImageProps, 'src' | 'alt'> {
  /** 'wordmark': owl + "noctua."; 'mark': the owl alone. */
  variant?: 'wordmark' | 'mark';
}

/** The Noctua logo; the dark theme uses the light-on-dark variant (SPEC §2). */
export function BrandLogo({ variant = 'wordmark', ...props }: BrandLogoProps) {
  const { themeMode } = useSettings();
  const name = variant === 'mark' ? 'noctua-mark' : 'noctua-logo';
  const suffix = themeMode === 'dark' ? '-dark' : '';
  // The files' own proportions (294 × 64, 64 × 64), so that a logo sized by its height takes its
  // width before the file has loaded instead of growing from nothing (a layout shift).
  return (
    <Image
      src={`${BASE}brand/${name}${suffix}.svg`}
      alt="Noctua"
      draggable={false}
      aspectRatio={variant === 'mark' ? '1' : '294 / 64'}
      {...props}
    />
  );
}
