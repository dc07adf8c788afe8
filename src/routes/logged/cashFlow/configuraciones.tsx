import { createFileRoute } from '@tanstack/react-router';

// Planned: the /logged layout shows the planned panel in its place.
export const Route = createFileRoute('/logged/cashFlow/configuraciones')({});
