import { chakra } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { th } from '../i18n/th.ts';
import { BackIcon } from './icons.tsx';

/** Goes back in history; opened directly (no history inside the app), it goes home. */
export function BackButton() {
  const navigate = useNavigate();
  const goBack = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate('/home', { replace: true });
  };
  return (
    <chakra.button
      type="button"
      aria-label={th.shell.back}
      onClick={goBack}
      display="inline-flex"
      alignItems="center"
      justifyContent="center"
      w="11"
      h="11"
      flexShrink={0}
      bg="transparent"
      border="none"
      color="inherit"
      cursor="pointer"
    >
      <BackIcon />
    </chakra.button>
  );
}
