// Every recipe of Chakra's default theme: loaded after the login page (see ./system.ts).
export { recipes, slotRecipes } from '@chakra-ui/react/theme';
