import { Box, Container } from '@chakra-ui/react';
import { Outlet, useNavigation } from 'react-router-dom';
import { TopBar } from './TopBar';

/** The frame of every screen that needs a session. */
export function AppLayout() {
  // The current screen stays while the next one loads its code and data; dimming it tells the
  // user the click was taken.
  const loading = useNavigation().state === 'loading';
  return (
    <Box minH="100vh" bg="gray.50">
      <TopBar />
      <Container
        as="main"
        maxW="6xl"
        py={{ base: '5', md: '8' }}
        px={{ base: '4', md: '8' }}
        opacity={loading ? 0.6 : 1}
        transition="opacity 0.2s"
        aria-busy={loading}
      >
        <Outlet />
      </Container>
    </Box>
  );
}
