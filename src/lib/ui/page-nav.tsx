import { Button, HStack, type StackProps, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/**
 * Below a list the server pages: where the list stands (`summary`, the screen's own words: "Página
 * 2 de 5 · 120 cambios") and the buttons to the page before and after. `testId` names the summary
 * (`<testId>-count`) and the next button (`<testId>-next`).
 */
export function PageNav({
  page,
  pages,
  onStep,
  summary,
  testId,
  ...props
}: { page: number; pages: number; onStep(delta: -1 | 1): void; summary: ReactNode; testId: string } & StackProps) {
  return (
    <HStack justify="space-between" gap="3" wrap="wrap" {...props}>
      <Text textStyle="sm" color="fg.muted" data-testid={`${testId}-count`}>
        {summary}
      </Text>
      <HStack gap="2">
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onStep(-1)}>
          <Trans>Anterior</Trans>
        </Button>
        <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onStep(1)} data-testid={`${testId}-next`}>
          <Trans>Siguiente</Trans>
        </Button>
      </HStack>
    </HStack>
  );
}
