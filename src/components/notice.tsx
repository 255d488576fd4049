import { chakra, Flex, Heading, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';

const ButtonLink = chakra(Link);

export interface NoticeProps {
  /** The accessible name of the notice (a screen's name). */
  label?: string;
  /** A large symbol above the title ('✓', '!'), hidden from assistive tech. */
  symbol?: { text: string; color: string };
  title?: string;
  text: string;
  /** A line under the text (e.g. the order number of the success page). */
  detail?: { text: string; testId?: string };
  /** The way on: a button-styled link. */
  action: NoticeAction;
  /** A second way on, outlined (e.g. 'go to the order' next to 'back home'). */
  secondaryAction?: NoticeAction;
}

type NoticeAction = { to: string; label: string; replace?: boolean };

/** A centred message with one way on: payment successful, pay later, an empty order tab. */
export function Notice({ label, symbol, title, text, detail, action, secondaryAction }: NoticeProps) {
  return (
    <Flex aria-label={label} direction="column" align="center" textAlign="center" gap="3" px="6" py="10">
      {symbol && (
        <Text aria-hidden m="0" fontSize="5xl" color={symbol.color}>
          {symbol.text}
        </Text>
      )}
      {title && (
        <Heading as="h2" fontSize="lg" m="0">
          {title}
        </Heading>
      )}
      <Text m="0" color="fg.muted">
        {text}
      </Text>
      {detail && (
        <Text m="0" fontWeight="semibold" data-testid={detail.testId}>
          {detail.text}
        </Text>
      )}
      {secondaryAction && (
        <ButtonLink
          to={secondaryAction.to}
          replace={secondaryAction.replace}
          px="6"
          py="2"
          rounded="md"
          borderWidth="1px"
          borderColor="brand.500"
          color="brand.600"
          textDecoration="none"
        >
          {secondaryAction.label}
        </ButtonLink>
      )}
      <ButtonLink
        to={action.to}
        replace={action.replace}
        px="6"
        py="2"
        minH="11"
        display="inline-flex"
        alignItems="center"
        rounded="md"
        bg="brand.500"
        color="white"
        textDecoration="none"
      >
        {action.label}
      </ButtonLink>
    </Flex>
  );
}
