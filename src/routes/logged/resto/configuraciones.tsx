import { createFileRoute } from '@tanstack/react-router';
import { RestoMenuPage } from '../../../features/resto-config/components/resto-menu-page';

export const Route = createFileRoute('/logged/resto/configuraciones')({ component: RestoMenuPage });
