import {
  ALLOWED,
  BUBBLE_KEYS,
  BUBBLE_SIZES,
  HEX,
  IMAGE_SIZES,
  LIMITS,
  PERCENT_OR_PX,
  PX,
  SPACING,
  TEXT_SIZES,
  URI_SCHEMES,
} from './flex-rules.ts';

/**
 * Checks a message against the Messaging API's message structure (Flex Message reference: types,
 * required fields, allowed values, sizes and limits, URI actions), as LINE would before accepting
 * it. The fake Messaging API (fake-line.ts) refuses a push whose messages have a problem, so a
 * malformed message fails a test instead of failing in a real chat. Written from LINE's reference
 * (https://developers.line.biz/en/reference/messaging-api/#flex-message); only what this server can
 * send is covered in depth (text and flex messages; box, text, span, button, separator, filler,
 * image and icon components; uri, message and postback actions). Every property is checked against
 * its component's list (flex-rules.ts, with LINE's limits): a misspelt one is a problem, as it is
 * for LINE.
 */

export interface Problem {
  path: string;
  message: string;
}

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const chars = (s: string) => [...s].length;

class Checker {
  readonly problems: Problem[] = [];

  add(path: string, message: string) {
    this.problems.push({ path, message });
  }

  keys(node: Json, allowed: string[], path: string) {
    for (const key of Object.keys(node)) {
      if (!allowed.includes(key)) this.add(`${path}.${key}`, `unknown property '${key}'`);
    }
  }

  oneOf(node: Json, key: string, values: string[], path: string, required = false) {
    const value = node[key];
    if (value === undefined) {
      if (required) this.add(`${path}.${key}`, 'is required');
      return;
    }
    if (typeof value !== 'string' || !values.includes(value))
      this.add(`${path}.${key}`, `must be one of ${values.join(', ')}`);
  }

  sized(node: Json, key: string, keywords: string[], path: string, pattern = PX) {
    const value = node[key];
    if (value === undefined) return;
    if (typeof value !== 'string' || (!keywords.includes(value) && !pattern.test(value)))
      this.add(`${path}.${key}`, `must be one of ${keywords.join(', ')} or a size in px`);
  }

  color(node: Json, key: string, path: string) {
    const value = node[key];
    if (value !== undefined && (typeof value !== 'string' || !HEX.test(value)))
      this.add(`${path}.${key}`, 'must be a hex colour (#RRGGBB or #RRGGBBAA)');
  }

  integer(node: Json, key: string, path: string) {
    const value = node[key];
    if (value !== undefined && (!Number.isInteger(value) || (value as number) < 0))
      this.add(`${path}.${key}`, 'must be an integer of 0 or more');
  }

  boolean(node: Json, key: string, path: string) {
    const value = node[key];
    if (value !== undefined && typeof value !== 'boolean')
      this.add(`${path}.${key}`, 'must be true or false');
  }

  text(value: unknown, path: string, max: number, required = true) {
    if (value === undefined && !required) return;
    if (typeof value !== 'string' || value.trim() === '') this.add(path, 'must be a non-empty string');
    else if (chars(value) > max) this.add(path, `must be at most ${max} characters`);
  }

  httpsUrl(value: unknown, path: string, max: number) {
    if (typeof value !== 'string' || !/^https:\/\/[^\s]+$/.test(value))
      this.add(path, 'must be an https URL');
    else if (value.length > max) this.add(path, `must be at most ${max} characters`);
  }

  action(action: unknown, path: string, labelRequired: boolean) {
    if (!isObject(action)) return this.add(path, 'must be an action object');
    if (labelRequired || action.label !== undefined)
      this.text(action.label, `${path}.label`, LIMITS.actionLabelChars);
    switch (action.type) {
      case 'uri': {
        this.keys(action, ['type', 'label', 'uri', 'altUri'], path);
        const uri = action.uri;
        if (typeof uri !== 'string' || !URI_SCHEMES.test(uri))
          this.add(`${path}.uri`, 'must be an http, https, line or tel URI');
        else if (uri.length > LIMITS.uriChars)
          this.add(`${path}.uri`, `must be at most ${LIMITS.uriChars} characters`);
        else if (uri.startsWith('http')) {
          try {
            new URL(uri);
          } catch {
            this.add(`${path}.uri`, 'is not a valid URL');
          }
        }
        return;
      }
      case 'message':
        this.keys(action, ['type', 'label', 'text'], path);
        return this.text(action.text, `${path}.text`, 300);
      case 'postback':
        this.keys(
          action,
          ['type', 'label', 'data', 'displayText', 'text', 'inputOption', 'fillInText'],
          path,
        );
        return this.text(action.data, `${path}.data`, 300);
      default:
        this.add(`${path}.type`, 'must be uri, message or postback');
    }
  }

  component(node: unknown, path: string, inside: 'box' | 'text' = 'box') {
    if (!isObject(node)) return this.add(path, 'must be a component object');
    const type = String(node.type);
    const allowed = ALLOWED[type];
    if (!allowed || (inside === 'text') !== (type === 'span'))
      return this.add(`${path}.type`, `'${type}' is not a component here`);
    this.keys(node, allowed, path);
    this.integer(node, 'flex', path);
    this.sized(node, 'margin', SPACING, path);
    this.color(node, 'color', path);
    switch (type) {
      case 'box': {
        this.oneOf(node, 'layout', ['horizontal', 'vertical', 'baseline'], path, true);
        this.sized(node, 'spacing', SPACING, path);
        this.color(node, 'backgroundColor', path);
        this.color(node, 'borderColor', path);
        for (const key of ['paddingAll', 'paddingTop', 'paddingBottom', 'paddingStart', 'paddingEnd'])
          this.sized(node, key, SPACING, path, PERCENT_OR_PX);
        if (!Array.isArray(node.contents)) return this.add(`${path}.contents`, 'must be an array');
        for (const [i, child] of node.contents.entries()) this.component(child, `${path}.contents[${i}]`);
        if (node.action !== undefined) this.action(node.action, `${path}.action`, false);
        return;
      }
      case 'text': {
        const spans = node.contents;
        if (spans !== undefined) {
          if (!Array.isArray(spans)) this.add(`${path}.contents`, 'must be an array of spans');
          else for (const [i, s] of spans.entries()) this.component(s, `${path}.contents[${i}]`, 'text');
        }
        if (spans === undefined || (Array.isArray(spans) && spans.length === 0))
          this.text(node.text, `${path}.text`, Number.MAX_SAFE_INTEGER);
        this.sized(node, 'size', TEXT_SIZES, path);
        this.oneOf(node, 'weight', ['regular', 'bold'], path);
        this.oneOf(node, 'align', ['start', 'end', 'center'], path);
        this.oneOf(node, 'gravity', ['top', 'bottom', 'center'], path);
        this.integer(node, 'maxLines', path);
        this.boolean(node, 'wrap', path);
        if (node.action !== undefined) this.action(node.action, `${path}.action`, false);
        return;
      }
      case 'span':
        this.text(node.text, `${path}.text`, Number.MAX_SAFE_INTEGER);
        this.sized(node, 'size', TEXT_SIZES, path);
        return;
      case 'button':
        this.action(node.action, `${path}.action`, true);
        this.oneOf(node, 'style', ['primary', 'secondary', 'link'], path);
        this.oneOf(node, 'height', ['sm', 'md'], path);
        return;
      case 'image':
      case 'icon':
        this.httpsUrl(node.url, `${path}.url`, LIMITS.imageUrlChars);
        this.sized(node, 'size', IMAGE_SIZES, path, PERCENT_OR_PX);
        if (node.action !== undefined) this.action(node.action, `${path}.action`, false);
        return;
    }
  }

  bubble(node: unknown, path: string) {
    if (!isObject(node) || node.type !== 'bubble') return this.add(`${path}.type`, "must be 'bubble'");
    this.keys(node, BUBBLE_KEYS, path);
    this.oneOf(node, 'size', BUBBLE_SIZES, path);
    this.oneOf(node, 'direction', ['ltr', 'rtl'], path);
    const blocks = ['header', 'hero', 'body', 'footer'].filter((b) => node[b] !== undefined);
    if (blocks.length === 0) this.add(path, 'needs at least one of header, hero, body, footer');
    for (const block of blocks) {
      const child = node[block];
      if (block !== 'hero' && (!isObject(child) || child.type !== 'box'))
        this.add(`${path}.${block}.type`, "must be 'box'");
      else this.component(child, `${path}.${block}`);
    }
    if (node.action !== undefined) this.action(node.action, `${path}.action`, false);
    const bytes = Buffer.byteLength(JSON.stringify(node));
    if (bytes > LIMITS.bubbleBytes)
      this.add(path, `is ${bytes} bytes; a bubble may have ${LIMITS.bubbleBytes}`);
  }

  message(message: unknown, path: string) {
    if (!isObject(message)) return this.add(path, 'must be a message object');
    if (message.type === 'text') {
      this.keys(message, ['type', 'text', 'quickReply', 'sender', 'emojis', 'quoteToken'], path);
      return this.text(message.text, `${path}.text`, LIMITS.textMessageChars);
    }
    if (message.type !== 'flex') return this.add(`${path}.type`, "must be 'text' or 'flex'");
    this.keys(message, ['type', 'altText', 'contents', 'quickReply', 'sender'], path);
    this.text(message.altText, `${path}.altText`, LIMITS.altTextChars);
    const contents = message.contents;
    if (isObject(contents) && contents.type === 'carousel') {
      this.keys(contents, ['type', 'contents'], `${path}.contents`);
      const bubbles = Array.isArray(contents.contents) ? contents.contents : [];
      if (bubbles.length < 1 || bubbles.length > LIMITS.carouselBubbles)
        this.add(`${path}.contents.contents`, `must hold 1 to ${LIMITS.carouselBubbles} bubbles`);
      for (const [i, b] of bubbles.entries()) this.bubble(b, `${path}.contents.contents[${i}]`);
      const bytes = Buffer.byteLength(JSON.stringify(contents));
      if (bytes > LIMITS.carouselBytes)
        this.add(`${path}.contents`, `is ${bytes} bytes; a carousel may have ${LIMITS.carouselBytes}`);
    } else {
      this.bubble(contents, `${path}.contents`);
    }
  }
}

/** The problems of one message (empty: LINE would take it). */
export function checkMessage(message: unknown, path = 'message'): Problem[] {
  const checker = new Checker();
  checker.message(message, path);
  return checker.problems;
}

/** The problems of a push request's body: `to` and 1 to 5 messages. */
export function checkPushRequest(body: unknown): Problem[] {
  const checker = new Checker();
  if (!isObject(body)) return [{ path: 'body', message: 'must be a JSON object' }];
  checker.keys(body, ['to', 'messages', 'notificationDisabled', 'customAggregationUnits'], 'body');
  if (typeof body.to !== 'string' || !/^[UCR][0-9a-f]{32}$/.test(body.to))
    checker.add('to', 'must be a user, group or room id');
  const messages = body.messages;
  if (!Array.isArray(messages) || messages.length < 1 || messages.length > LIMITS.messagesPerPush)
    checker.add('messages', `must hold 1 to ${LIMITS.messagesPerPush} messages`);
  else for (const [i, m] of messages.entries()) checker.message(m, `messages[${i}]`);
  return checker.problems;
}
