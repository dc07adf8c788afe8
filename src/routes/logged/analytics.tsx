import { createFileRoute } from '@tanstack/react-router';
import { SignedInHome } from '../../app/layout/signed-in-home';

// SPEC §2: a demo leftover of the original product that shows the home screen.
export const Route = createFileRoute('/logged/analytics')({
  component: SignedInHome,
});
