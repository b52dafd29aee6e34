import { Box, Container, Paper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMessages } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { ConversationList } from '../components/conversation-list';
import { ConversationView } from '../components/conversation-view';
import classes from '../components/chat.module.css';

/** The spec's side-by-side breakpoint: wider, the list and the open chat sit together. */
const SIDE_BY_SIDE = '(min-width: 1250px)';

/** /chats and /chat/{id}: side by side above 1250 px, separate pages below (docs/product/screens.md). */
export function ChatPage() {
  const { conversationId } = useParams();
  const id = conversationId && /^\d+$/.test(conversationId) ? Number(conversationId) : null;
  const navigate = useNavigate();
  const wide = useMediaQuery(SIDE_BY_SIDE, window.matchMedia(SIDE_BY_SIDE).matches, {
    getInitialValueInEffect: false,
  });
  usePageTitle(id ? 'Chat' : 'Chat list');
  const back = () => void navigate('/chats');

  const conversation = id ? (
    <ConversationView key={id} id={id} onBack={back} />
  ) : (
    <Paper withBorder radius="md" className={classes.panel}>
      <Box m="auto" ta="center" p="xl">
        <IconMessages size={40} aria-hidden="true" color="var(--mantine-color-gray-5)" />
        <Text c="dimmed" mt="xs">
          Select a conversation to read it here.
        </Text>
      </Box>
    </Paper>
  );

  if (!wide) {
    return (
      <Container size="xl" w="100%" py="md" px={{ base: 'xs', sm: 'md' }}>
        {id ? conversation : <ConversationList activeId={null} />}
      </Container>
    );
  }
  return (
    <Container size="xl" w="100%" py="md">
      <Box className={classes.split}>
        <ConversationList activeId={id} />
        {conversation}
      </Box>
    </Container>
  );
}
