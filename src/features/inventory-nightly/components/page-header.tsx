import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** "Inventarios" over the screen's title, with the screen's status (freshness…) on the right. */
export function PageHeader({ title, aside, testId }: { title: string; aside?: ReactNode; testId?: string }) {
  return (
    <Flex
      gap="2"
      justify="space-between"
      align={{ base: 'flex-start', sm: 'flex-end' }}
      direction={{ base: 'column', sm: 'row' }}
      data-testid={testId}
    >
      <Stack gap="1">
        <Text textStyle="sm" color="fg.muted" fontWeight="medium">
          <Trans>Inventarios</Trans>
        </Text>
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
          {title}
        </Heading>
      </Stack>
      {aside}
    </Flex>
  );
}
