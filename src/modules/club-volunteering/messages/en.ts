// The staff volunteering texts (keys 'club-volunteering.…').
export default {
  title: 'Volunteer hours',
  statuses: 'Show hours by status',
  status: { pending: 'Waiting', approved: 'Approved', rejected: 'Rejected' },
  empty: 'No hours with this status.',
  approve: 'Approve',
  approveLabel: 'Approve {who}',
  reject: 'Reject',
  rejectLabel: 'Reject {who}',
  reason: 'Reason for rejecting {who}',
};
