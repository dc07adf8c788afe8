// The head of a feature screen: the area it belongs to, the screen's h1, what it does, and its
// actions. On phones the actions stack under the title; from sm they sit on the right and wrap.
// Printing hides it (class "no-print"): a printed page carries its own title where it needs one.
import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function ScreenHeader({
  section,
  title,
  description,
  actions,
  testId,
  children,
}: {
  /** The small muted label over the title (the menu area); nothing is shown when empty. */
  section?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  testId?: string;
  /** Shown under the title and description, e.g. how fresh the data is. */
  children?: ReactNode;
}) {
  return (
    <Flex
      gap="3"
      justify="space-between"
      align={{ base: 'stretch', sm: 'flex-end' }}
      direction={{ base: 'column', sm: 'row' }}
      className="no-print"
      data-testid={testId}
    >
      <Stack gap="1" minW="0">
        {section && (
          <Text textStyle="sm" color="fg.muted" fontWeight="medium">
            {section}
          </Text>
        )}
        <Heading as="h1" size={{ base: 'xl', sm: '2xl' }}>
          {title}
        </Heading>
        {description && (
          <Text color="fg.muted" textStyle="sm" maxW="2xl">
            {description}
          </Text>
        )}
        {children}
      </Stack>
      {actions && (
        <Flex gap="2" align="center" wrap="wrap" justify={{ base: 'stretch', sm: 'flex-end' }}>
          {actions}
        </Flex>
      )}
    </Flex>
  );
}
