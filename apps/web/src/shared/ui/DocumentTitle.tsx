import { PORTAL_NAME } from '@/shared/config/brand';

/** Sets the tab title, so each screen announces itself (React hoists <title> into <head>). */
export function DocumentTitle({ title }: { title: string }) {
  return <title>{`${title} | ${PORTAL_NAME}`}</title>;
}
