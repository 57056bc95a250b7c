import { useId } from 'react';

/*
 * The platform's head icons (avatar-1 … avatar-6, spec §7 head icon) drawn as inline SVG: a player
 * portrait on its own colour, so the side menu, the member centre and the picker show the same face.
 * Decorative: the control or text next to it carries the name.
 */

interface Look {
  /** The portrait's ground: two colours of the merchant's theme (CSS values), so avatars follow the brand. */
  bg: [string, string];
  skin: string;
  hair: string;
  shirt: string;
  /** Hair shape. */
  style: 'short' | 'long' | 'cap' | 'bun' | 'spiky' | 'bob';
}

const LOOKS: Record<string, Look> = {
  'avatar-1': {
    bg: ['var(--color-primary)', 'color-mix(in srgb, var(--color-primary) 45%, var(--color-background))'],
    skin: '#ffd7b8',
    hair: '#3e2723',
    shirt: '#1e88e5',
    style: 'short',
  },
  'avatar-2': {
    bg: ['var(--color-accent)', 'color-mix(in srgb, var(--color-accent) 40%, var(--color-background))'],
    skin: '#f1c27d',
    hair: '#212121',
    shirt: '#ffb300',
    style: 'long',
  },
  'avatar-3': {
    bg: ['color-mix(in srgb, var(--color-primary) 60%, var(--color-accent))', 'var(--color-secondary)'],
    skin: '#e0ac69',
    hair: '#c62828',
    shirt: '#37474f',
    style: 'cap',
  },
  'avatar-4': {
    bg: ['color-mix(in srgb, var(--color-secondary) 50%, var(--color-primary))', 'var(--color-background)'],
    skin: '#ffe0bd',
    hair: '#6d4c41',
    shirt: '#8e24aa',
    style: 'bun',
  },
  'avatar-5': {
    bg: [
      'color-mix(in srgb, var(--color-accent) 70%, #fff)',
      'color-mix(in srgb, var(--color-primary) 60%, var(--color-secondary))',
    ],
    skin: '#c68642',
    hair: '#fdd835',
    shirt: '#00897b',
    style: 'spiky',
  },
  'avatar-6': {
    bg: ['color-mix(in srgb, var(--color-primary) 70%, #fff)', 'var(--color-secondary)'],
    skin: '#ffdbac',
    hair: '#4e342e',
    shirt: '#3949ab',
    style: 'bob',
  },
};

function Hair({ look }: { look: Look }) {
  const c = look.hair;
  switch (look.style) {
    case 'short':
      return <path d="M19 25c0-8 5-12 13-12s13 4 13 12c-3-3-7-5-13-5s-10 2-13 5z" fill={c} />;
    case 'long':
      return <path d="M18 40V26c0-9 6-13 14-13s14 4 14 13v14h-5V27c-3-3-6-4-9-4s-6 1-9 4v13z" fill={c} />;
    case 'cap':
      return (
        <>
          <path d="M18 25c0-8 6-12 14-12s14 4 14 12z" fill={c} />
          <rect x="30" y="23" width="20" height="4" rx="2" fill={c} />
        </>
      );
    case 'bun':
      return (
        <>
          <circle cx="32" cy="11" r="5" fill={c} />
          <path d="M19 27c0-9 5-13 13-13s13 4 13 13c-4-4-8-6-13-6s-9 2-13 6z" fill={c} />
        </>
      );
    case 'spiky':
      return <path d="M19 26l2-9 4 4 3-7 4 5 4-5 3 7 4-4 2 9c-4-3-8-4-13-4s-9 1-13 4z" fill={c} />;
    case 'bob':
      return <path d="M18 34V26c0-9 6-13 14-13s14 4 14 13v8h-4v-7c-3-4-6-5-10-5s-7 1-10 5v7z" fill={c} />;
  }
}

export const HEAD_ICON_IDS = Object.keys(LOOKS);

/** The look of a member who has not picked one: drawn from their account, so members differ. */
function lookOf(icon: string | undefined, seed: string | undefined): Look {
  const picked = LOOKS[icon ?? ''];
  if (picked) return picked;
  let h = 0;
  for (const ch of seed ?? '') h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return LOOKS[HEAD_ICON_IDS[h % HEAD_ICON_IDS.length]!]!;
}

export function HeadIcon({ icon, seed, size = 48 }: { icon?: string; seed?: string; size?: number }) {
  const look = lookOf(icon, seed);
  const id = `hi${useId().replace(/:/g, '')}`;
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
      className="ui-head-icon"
    >
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" style={{ stopColor: look.bg[0] }} />
          <stop offset="1" style={{ stopColor: look.bg[1] }} />
        </linearGradient>
        <clipPath id={`${id}-c`}>
          <circle cx="32" cy="32" r="32" />
        </clipPath>
      </defs>
      <g clipPath={`url(#${id}-c)`}>
        <rect width="64" height="64" fill={`url(#${id})`} />
        <path d="M10 66c0-13 10-20 22-20s22 7 22 20z" fill={look.shirt} />
        <rect x="28" y="38" width="8" height="9" rx="3" fill={look.skin} />
        <ellipse cx="32" cy="29" rx="12" ry="13" fill={look.skin} />
        <Hair look={look} />
        <circle cx="27.5" cy="30" r="1.6" fill="#2b2b2b" />
        <circle cx="36.5" cy="30" r="1.6" fill="#2b2b2b" />
        <path
          d="M28.5 35.5c2 1.8 5 1.8 7 0"
          stroke="#8d4a3a"
          strokeWidth="1.6"
          fill="none"
          strokeLinecap="round"
        />
      </g>
    </svg>
  );
}
