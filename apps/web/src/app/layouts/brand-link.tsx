import { Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { BrandMark } from '../../components/brand-mark';
import classes from './app-header.module.css';

export function BrandLink() {
  return (
    <UnstyledButton component={Link} to="/" className={classes.brand}>
      <Group gap="sm" wrap="nowrap">
        <BrandMark size={38} />
        <Text component="span" className={classes.brandText}>
          <span className={classes.brandLead}>X-Forces</span> Knowledge Exchange Hub
        </Text>
      </Group>
    </UnstyledButton>
  );
}
