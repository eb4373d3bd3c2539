import {
  Bed24Regular,
  BuildingBank24Regular,
  BuildingRetail24Regular,
  DrinkCoffee24Regular,
  Food24Regular,
  Location24Regular,
  TreeDeciduous24Regular,
  Beach24Regular,
  Building24Regular,
} from '@fluentui/react-icons';

// The icon names of the contract (PlaceCategory.icon); any other name gets a pin.
const icons: Record<string, typeof Location24Regular> = {
  restaurant: Food24Regular,
  cafe: DrinkCoffee24Regular,
  mall: BuildingRetail24Regular,
  museum: BuildingBank24Regular,
  park: TreeDeciduous24Regular,
  beach: Beach24Regular,
  hotel: Bed24Regular,
  heritage: Building24Regular,
};

export function CategoryIcon({ icon, className }: { icon: string; className?: string }) {
  const Icon = icons[icon] ?? Location24Regular;
  return <Icon aria-hidden className={className} />;
}
