import { appRoutes, type RouteName } from '@hesab/contract';
import DashboardIcon from '@mui/icons-material/Dashboard';
import FolderIcon from '@mui/icons-material/Folder';
import PersonIcon from '@mui/icons-material/Person';
import type SvgIcon from '@mui/material/SvgIcon';

type IconComponent = typeof SvgIcon;
type RouteIconName = (typeof appRoutes)[RouteName]['icon'];

/** Every icon name a route uses must be mapped here; the compiler says so when a route brings a new one. */
const routeIcons: Record<RouteIconName, IconComponent> = {
  dashboard: DashboardIcon,
  person: PersonIcon,
};

function isRouteIconName(name: string): name is RouteIconName {
  return Object.hasOwn(routeIcons, name);
}

/** The Material icon for a menu entry's snake_case name; groups and unknown names get a folder. */
export function menuIcon(name: string): IconComponent {
  return isRouteIconName(name) ? routeIcons[name] : FolderIcon;
}
