import { createFileRoute } from '@tanstack/react-router';
import { ExtractionPage } from '../../../features/extraction/components/extraction-page';

export const Route = createFileRoute('/logged/gerencia/extraccion')({
  component: () => <ExtractionPage />,
});
