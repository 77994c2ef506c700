import type { ReactNode } from 'react';
import { Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export interface HomeCardModel {
  id: string;
  title: string;
  description: string;
  links: { label: string; path: string }[];
}

/** One feature's card on the home page: its title, a sentence, the tenant's figures of the feature (if any), its links. */
export function HomeCard({ card, figures }: { card: HomeCardModel; figures?: ReactNode }) {
  const headingId = `home-card-${card.id}`;
  return (
    <Card withBorder shadow="xs" padding="lg" radius="md" component="section" aria-labelledby={headingId} data-card={card.id}>
      <Title order={2} size="h4" id={headingId} mb="xs">
        {card.title}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {card.description}
      </Text>
      {figures}
      <Stack gap={6}>
        {card.links.map((link) => (
          <Anchor key={link.path} component={Link} to={link.path}>
            {link.label}
          </Anchor>
        ))}
      </Stack>
    </Card>
  );
}
