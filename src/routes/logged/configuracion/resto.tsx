import { createFileRoute } from '@tanstack/react-router';
import { RestoAreasPage } from '../../../features/resto-config/components/resto-areas-page';

export const Route = createFileRoute('/logged/configuracion/resto')({ component: RestoAreasPage });
