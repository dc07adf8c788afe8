// Every recipe of Chakra's default theme: loaded after the login page (see ./system.ts).
import { slotRecipes as defaults, recipes } from '@chakra-ui/react/theme';
import { PHONE_TARGET_HEIGHT } from '../../lib/breakpoints';

export { recipes };

const tabsMd = defaults.tabs.variants?.size?.md;

/**
 * Chakra's slot recipes, with one change (issue 37): on a phone (below sm, 600 px) a default-size
 * tab is 44 px high, a thumb's target, like the default button (./system.ts); from sm up 40 px.
 */
export const slotRecipes = {
  ...defaults,
  tabs: {
    ...defaults.tabs,
    variants: {
      ...defaults.tabs.variants,
      size: {
        ...defaults.tabs.variants?.size,
        md: {
          ...tabsMd,
          root: {
            ...tabsMd?.root,
            '--tabs-height': { base: `sizes.${PHONE_TARGET_HEIGHT.base}`, sm: `sizes.${PHONE_TARGET_HEIGHT.sm}` },
          },
        },
      },
    },
  },
};
