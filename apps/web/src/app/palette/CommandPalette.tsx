import '@mantine/spotlight/styles.css';
import { Avatar, Badge, Group, Loader, Modal, Text, VisuallyHidden } from '@mantine/core';
import { createSpotlight, Spotlight } from '@mantine/spotlight';
import { IconPhoto, IconReceipt, IconSearch } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatMoney, formatPriceRange } from '@stallfront/shared/rules';
import {
  matchPaletteRoutes,
  paletteFindsOrders,
  paletteFindsProducts,
  paletteRoutes,
} from '@stallfront/shared/palette';
import { STATUS_LABEL } from '../../features/orders/order-labels';
import { RouteIcon } from '../../ui/RouteIcon';
import { guardInputOf } from '../session/session-store';
import { useSession } from '../session/use-session';
import { usePaletteOrders } from './use-palette-orders';
import { usePaletteProducts } from './use-palette-products';

export const PALETTE_NAME = 'Search pages, products and orders';

/** What the search box says it finds, by what this session may search. */
function placeholderOf(products: boolean, orders: boolean): string {
  const parts = ['Pages', products && 'products by name or SKU', orders && 'orders by number or customer'];
  return `${parts.filter(Boolean).join(', ')}…`;
}

interface CommandPaletteProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The command palette (Ctrl/Cmd+K or the header's search button): the pages of the route table
 * this session may open, the store's products by name or SKU, and its orders (every status) by
 * number or the start of the customer's name, email or phone. Loaded at its first opening.
 */
export default function CommandPalette({ opened, onClose }: CommandPaletteProps) {
  const [[store, actions]] = useState(createSpotlight);
  const [query, setQuery] = useState('');
  const navigate = useNavigate();
  const session = useSession();
  const input = useMemo(() => guardInputOf(session), [session]);
  const routes = useMemo(() => paletteRoutes(input), [input]);
  const findsProducts = paletteFindsProducts(input);
  const pages = matchPaletteRoutes(routes, query);
  const findsOrders = paletteFindsOrders(input);
  const { products, searching: searchingProducts } = usePaletteProducts(query, findsProducts);
  const { orders, searching: searchingOrders } = usePaletteOrders(query, findsOrders);
  const searching = searchingProducts || searchingOrders;

  useEffect(() => {
    if (opened) actions.open();
    else actions.close();
  }, [opened, actions]);
  const editPath = (id: string) => `/product-sections/products/${encodeURIComponent(id)}`;

  return (
    <Spotlight.Root
      store={store}
      shortcut={null}
      query={query}
      onQueryChange={setQuery}
      onSpotlightClose={onClose}
      scrollable
      maxHeight="min(420px, 60dvh)"
      yOffset="8dvh"
    >
      <VisuallyHidden>
        <Modal.Title>{PALETTE_NAME}</Modal.Title>
      </VisuallyHidden>
      <Spotlight.Search
        type="search"
        aria-label={PALETTE_NAME}
        placeholder={placeholderOf(findsProducts, findsOrders)}
        leftSection={<IconSearch size={18} stroke={1.6} aria-hidden />}
        rightSection={searching ? <Loader size="xs" /> : null}
      />
      <Spotlight.ActionsList aria-label="Results">
        {pages.length > 0 && (
          <Spotlight.ActionsGroup label="Pages" role="group" aria-label="Pages">
            {pages.map((route) => (
              <Spotlight.Action
                key={route.name}
                label={route.label}
                description={route.section}
                leftSection={<RouteIcon name={route.icon} />}
                rightSection={
                  route.comingSoon ? (
                    <Badge size="xs" variant="light" color="gray">
                      Soon
                    </Badge>
                  ) : null
                }
                onClick={() => navigate(route.path)}
              />
            ))}
          </Spotlight.ActionsGroup>
        )}
        {products.length > 0 && (
          <Spotlight.ActionsGroup label="Products" role="group" aria-label="Products">
            {products.map((product) => (
              <Spotlight.Action
                key={product._id}
                label={product.name}
                description={`${product.sku} · ${formatPriceRange(product.price, product.price_max, product.currency)}`}
                leftSection={
                  <Avatar src={product.image} alt="" radius="sm" size={28} color="gray">
                    <IconPhoto size={14} aria-hidden />
                  </Avatar>
                }
                rightSection={product.status === 'draft' ? <Text size="xs">Draft</Text> : null}
                onClick={() => navigate(editPath(product._id))}
              />
            ))}
          </Spotlight.ActionsGroup>
        )}
        {orders.length > 0 && (
          <Spotlight.ActionsGroup label="Orders" role="group" aria-label="Orders">
            {orders.map((order) => (
              <Spotlight.Action
                key={order._id}
                label={`Order ${order.display_number}`}
                description={`${order.customer_name} · ${formatMoney(order.total, order.currency)}`}
                leftSection={<IconReceipt size={20} stroke={1.6} aria-hidden />}
                rightSection={
                  <Badge size="sm" variant="light" color="gray">
                    {STATUS_LABEL[order.status]}
                  </Badge>
                }
                onClick={() => navigate(`/orders/product/${encodeURIComponent(order._id)}`)}
              />
            ))}
          </Spotlight.ActionsGroup>
        )}
        {pages.length === 0 && products.length === 0 && orders.length === 0 && (
          <Spotlight.Empty>{searching ? 'Searching…' : 'Nothing found'}</Spotlight.Empty>
        )}
      </Spotlight.ActionsList>
      <Group justify="flex-end" px="md" py={6} visibleFrom="sm">
        <Text size="xs" c="dimmed">
          ↑ ↓ to choose · Enter to open · Esc to close
        </Text>
      </Group>
    </Spotlight.Root>
  );
}
