import { createFileRoute } from '@tanstack/react-router';
import { SignedInHome } from '../../app/layout/signed-in-home';

export const Route = createFileRoute('/logged/home')({
  component: SignedInHome,
});
