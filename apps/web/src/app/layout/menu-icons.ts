import { appRoutes, type RouteName } from '@hesab/contract';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import LanguageIcon from '@mui/icons-material/Language';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import PercentIcon from '@mui/icons-material/Percent';
import TranslateIcon from '@mui/icons-material/Translate';
import SchoolIcon from '@mui/icons-material/School';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ApartmentIcon from '@mui/icons-material/Apartment';
import BadgeIcon from '@mui/icons-material/Badge';
import BalanceIcon from '@mui/icons-material/Balance';
import CallMergeIcon from '@mui/icons-material/CallMerge';
import KeyIcon from '@mui/icons-material/Key';
import CallSplitIcon from '@mui/icons-material/CallSplit';
import CategoryIcon from '@mui/icons-material/Category';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import NorthEastIcon from '@mui/icons-material/NorthEast';
import SouthWestIcon from '@mui/icons-material/SouthWest';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EventIcon from '@mui/icons-material/Event';
import FolderIcon from '@mui/icons-material/Folder';
import HistoryIcon from '@mui/icons-material/History';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import LabelIcon from '@mui/icons-material/Label';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import PersonIcon from '@mui/icons-material/Person';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import ReceiptIcon from '@mui/icons-material/Receipt';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import RuleIcon from '@mui/icons-material/Rule';
import SavingsIcon from '@mui/icons-material/Savings';
import SegmentIcon from '@mui/icons-material/Segment';
import PrintIcon from '@mui/icons-material/Print';
import StorefrontIcon from '@mui/icons-material/Storefront';
import StraightenIcon from '@mui/icons-material/Straighten';
import SummarizeIcon from '@mui/icons-material/Summarize';
import VerifiedIcon from '@mui/icons-material/Verified';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import SwapVertIcon from '@mui/icons-material/SwapVert';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import SettingsIcon from '@mui/icons-material/Settings';
import GroupsIcon from '@mui/icons-material/Groups';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import ContactPhoneIcon from '@mui/icons-material/ContactPhone';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import HomeRepairServiceIcon from '@mui/icons-material/HomeRepairService';
import AddBoxIcon from '@mui/icons-material/AddBox';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import WalletIcon from '@mui/icons-material/Wallet';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';
import AssignmentReturnedIcon from '@mui/icons-material/AssignmentReturned';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import ListAltIcon from '@mui/icons-material/ListAlt';
import InventoryIcon from '@mui/icons-material/Inventory';
import QueryStatsIcon from '@mui/icons-material/QueryStats';
import HandshakeIcon from '@mui/icons-material/Handshake';
import TimelineIcon from '@mui/icons-material/Timeline';
import AssessmentIcon from '@mui/icons-material/Assessment';
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import OutboxIcon from '@mui/icons-material/Outbox';
import LockClockIcon from '@mui/icons-material/LockClock';
import HomeIcon from '@mui/icons-material/Home';
import WebIcon from '@mui/icons-material/Web';
import BuildIcon from '@mui/icons-material/Build';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import TuneIcon from '@mui/icons-material/Tune';
import type SvgIcon from '@mui/material/SvgIcon';

type IconComponent = typeof SvgIcon;
type RouteIconName = (typeof appRoutes)[RouteName]['icon'];

/** Every icon name a route uses must be mapped here; the compiler says so when a route brings a new one. */
const routeIcons: Record<RouteIconName, IconComponent> = {
  dashboard: DashboardIcon,
  event_repeat: EventRepeatIcon,
  lock_clock: LockClockIcon,
  home: HomeIcon,
  web: WebIcon,
  swap_vert: SwapVertIcon,
  report_problem: ReportProblemIcon,
  format_list_numbered: FormatListNumberedIcon,
  verified: VerifiedIcon,
  summarize: SummarizeIcon,
  print: PrintIcon,
  person: PersonIcon,
  account_tree: AccountTreeIcon,
  category: CategoryIcon,
  segment: SegmentIcon,
  label: LabelIcon,
  apartment: ApartmentIcon,
  currency_exchange: CurrencyExchangeIcon,
  event: EventIcon,
  admin_panel_settings: AdminPanelSettingsIcon,
  rule: RuleIcon,
  manage_accounts: ManageAccountsIcon,
  receipt_long: ReceiptLongIcon,
  balance: BalanceIcon,
  badge: BadgeIcon,
  menu_book: MenuBookIcon,
  history: HistoryIcon,
  warehouse: WarehouseIcon,
  inventory_2: Inventory2Icon,
  home_repair_service: HomeRepairServiceIcon,
  storefront: StorefrontIcon,
  key: KeyIcon,
  straighten: StraightenIcon,
  account_balance: AccountBalanceIcon,
  point_of_sale: PointOfSaleIcon,
  cloud_off: CloudOffIcon,
  wallet: WalletIcon,
  swap_horiz: SwapHorizIcon,
  south_west: SouthWestIcon,
  north_east: NorthEastIcon,
  request_quote: RequestQuoteIcon,
  savings: SavingsIcon,
  receipt: ReceiptIcon,
  delete_sweep: DeleteSweepIcon,
  call_merge: CallMergeIcon,
  call_split: CallSplitIcon,
  shopping_cart: ShoppingCartIcon,
  assignment_return: AssignmentReturnIcon,
  assignment_returned: AssignmentReturnedIcon,
  list_alt: ListAltIcon,
  inventory: InventoryIcon,
  query_stats: QueryStatsIcon,
  handshake: HandshakeIcon,
  timeline: TimelineIcon,
  trending_up: TrendingUpIcon,
  pending_actions: PendingActionsIcon,
  move_to_inbox: MoveToInboxIcon,
  outbox: OutboxIcon,
  build: BuildIcon,
  local_shipping: LocalShippingIcon,
  fact_check: FactCheckIcon,
  event_busy: EventBusyIcon,
  tune: TuneIcon,
  language: LanguageIcon,
  shopping_bag: ShoppingBagIcon,
  percent: PercentIcon,
  translate: TranslateIcon,
  school: SchoolIcon,
};

/** The icons of the menu's groups, and of entries with an icon of their own (menuTree in the contract). */
const groupIcons: Partial<Record<string, IconComponent>> = {
  add_box: AddBoxIcon,
  groups: GroupsIcon,
  person_add: PersonAddIcon,
  contact_phone: ContactPhoneIcon,
  trending_down: TrendingDownIcon,
  assessment: AssessmentIcon,
  account_balance_wallet: AccountBalanceWalletIcon,
  settings: SettingsIcon,
};

function isRouteIconName(name: string): name is RouteIconName {
  return Object.hasOwn(routeIcons, name);
}

/** The Material icon for a menu entry's snake_case name; unknown names get a folder. */
export function menuIcon(name: string): IconComponent {
  return isRouteIconName(name) ? routeIcons[name] : (groupIcons[name] ?? FolderIcon);
}
