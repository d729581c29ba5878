/** English texts of the dashboard screens (spread into en). */
export const dashboardEn = {
  dashboard: {
    orderSummary: {
      title: 'Order Summary',
      onProcess: 'On Process',
      ready: 'Ready Orders',
      todaysSend: "Today's Send",
      todaysSale: "Today's Sale (Qty)",
      orders_one: '{{count}} order',
      orders_other: '{{count}} orders',
      fromOrders_one: 'from {{count}} order',
      fromOrders_other: 'from {{count}} orders',
    },
    customers: {
      title: 'Customers',
      today: 'Today',
      thisMonth: 'This Month',
      total: 'Total',
      repeated: 'Repeated',
      repeatedPercent: '{{percent}}% of all customers',
    },
    sales: {
      title: 'Sales',
      yesterday: "Yesterday's",
      thisWeek: 'This Week',
      thisMonth: 'This Month',
      lastMonth: 'Last Month',
      sales: 'Sales',
      orders: 'Orders',
      quantity: 'Quantity',
      customers: 'Customer',
      returns: 'Return',
      span: '{{from}} – {{to}}',
    },
    chart: {
      title: 'Last 30 days',
      description: 'Sales (taka, bars) and orders (line) per day',
      sales: 'Sales',
      orders: 'Orders',
      tableCaption: 'Sales and orders per day, last 30 days',
      date: 'Date',
    },
    figuresNote:
      'Figures count orders by their sales date; cancelled orders are left out and returned ones are not sales.',
  },
} as const;
