import { Badge, Group, Stack, Text } from '@mantine/core';

interface Skill {
  id: number;
  name: string;
  category: { id: number; name: string } | null;
}

/** A person's skills grouped under their categories (read only). */
export function SkillsByCategory({ skills }: { skills: readonly Skill[] }) {
  if (skills.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No skills added yet.
      </Text>
    );
  }
  const groups = new Map<string, Skill[]>();
  for (const skill of skills) {
    const name = skill.category?.name ?? 'Other';
    groups.set(name, [...(groups.get(name) ?? []), skill]);
  }
  return (
    <Stack gap="sm">
      {[...groups.entries()].map(([category, list]) => (
        <Stack gap={6} key={category}>
          <Text size="sm" fw={700}>
            {category}
          </Text>
          <Group gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {list.map((skill) => (
              <Badge
                component="li"
                key={skill.id}
                variant="light"
                color="navy"
                radius="sm"
                tt="none"
                fw={600}
                size="lg"
              >
                {skill.name}
              </Badge>
            ))}
          </Group>
        </Stack>
      ))}
    </Stack>
  );
}

/** Plain tags (expertise), as a list. */
export function TagList({ items, emptyText }: { items: readonly string[]; emptyText: string }) {
  if (items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {emptyText}
      </Text>
    );
  }
  return (
    <Group gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {items.map((item) => (
        <Badge
          component="li"
          key={item}
          variant="outline"
          color="khaki.8"
          radius="sm"
          tt="none"
          fw={600}
          size="lg"
        >
          {item}
        </Badge>
      ))}
    </Group>
  );
}
