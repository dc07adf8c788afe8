import { createFileRoute } from '@tanstack/react-router';
import { SystemPage } from '../../../features/venue-settings/components/system-page';

export const Route = createFileRoute('/logged/configuracion/sistema')({ component: SystemPage });
