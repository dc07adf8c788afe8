import { createFileRoute } from '@tanstack/react-router';
import { useAuth } from '../../features/auth/use-auth';
import { HomePage } from '../../features/home/components/home-page';

export const Route = createFileRoute('/logged/home')({
  component: function Home() {
    const { user } = useAuth();
    return user ? <HomePage user={user} /> : null;
  },
});
