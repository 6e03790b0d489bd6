import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { HEADER_HEIGHT_PX, LEFT_NAV_WIDTH_PX } from '@/shared/config/constants';
import { SkipLink } from '@/shared/ui/SkipLink';
import { NavigationProgress } from './NavigationProgress';
import classes from './Shell.module.css';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

const MAIN_CONTENT_ID = 'main-content';

// The sizes of spec 000 §9, handed to the layout's CSS modules.
const layoutVars = {
  '--header-height': `${HEADER_HEIGHT_PX}px`,
  '--left-nav-width': `${LEFT_NAV_WIDTH_PX}px`,
};

interface ShellProps {
  header?: boolean;
  footer?: boolean;
  loadingIndicator?: boolean;
  /** The left navigation, on screens that have one. */
  leftNav?: ReactNode;
  children: ReactNode;
}

/** The page frame of spec 000 §2: optional header, footer and loading indicator around the content. */
export function Shell({
  header = true,
  footer = true,
  loadingIndicator = true,
  leftNav,
  children,
}: ShellProps) {
  return (
    <Box className={classes.shell} __vars={layoutVars}>
      <SkipLink targetId={MAIN_CONTENT_ID} />
      {loadingIndicator && <NavigationProgress />}
      {header && <SiteHeader />}
      <div className={classes.body}>
        {leftNav && <div className={classes.leftNav}>{leftNav}</div>}
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
          {children}
        </main>
      </div>
      {footer && <SiteFooter />}
    </Box>
  );
}
